import { Title } from 'react-admin';
import { MessagePage } from './MessagePage';
import { NICHT_GEFUNDEN, NICHT_GEFUNDEN_HINWEIS } from './NotFoundPage';

/**
 * An unknown path inside an area (/kunde/x): the portal's not-found page, not react-admin's. The heading goes
 * through the area's title like every other view, so the page has one h1 and its <title> follows it.
 */
export function AreaNotFoundPage() {
  return (
    <>
      <Title title={NICHT_GEFUNDEN} />
      <MessagePage>{NICHT_GEFUNDEN_HINWEIS}</MessagePage>
    </>
  );
}

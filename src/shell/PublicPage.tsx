import { Link as RouterLink, useParams } from 'react-router-dom';
import Markdown from 'react-markdown';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSeite } from '../api/seiten';
import { NotFoundPage } from './NotFoundPage';

/** A public page (Startseite, Impressum, Glossar …): Markdown from the server, or a link to the broker's own site. */
export default function PublicPage() {
  const { slug = 'startseite' } = useParams();
  const { data: seite, isError } = useSeite(slug);

  if (isError) return <NotFoundPage />;
  if (!seite) return <Paper sx={{ maxWidth: 860, mx: 'auto', p: 4 }}><Skeleton variant="text" height={48} /><Skeleton variant="rectangular" height={240} /></Paper>;
  if (seite.externeUrl) {
    return (
      <Paper component="article" sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {seite.titel}
        </Typography>
        <Alert severity="info">
          Die Seite „{seite.titel}“ finden Sie auf unserer Website: <Link href={seite.externeUrl}>{seite.externeUrl}</Link>
        </Alert>
      </Paper>
    );
  }
  return (
    // The browser's 2em headings leave no room for "Energieversorger" beside the margins of a 320 px screen.
    <Paper component="article" sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2, sm: 4 }, '& h1': { mt: 0, fontSize: { xs: '1.75rem', sm: '2rem' } }, lineHeight: 1.6 }}>
      <Markdown
        components={{
          // Links inside the portal stay in the single-page app; others open normally.
          a: ({ href = '', children }) =>
            href.startsWith('/') ? <Link component={RouterLink} to={href}>{children}</Link> : <Link href={href}>{children}</Link>,
        }}
      >
        {seite.markdown ?? ''}
      </Markdown>
    </Paper>
  );
}

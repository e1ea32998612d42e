import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

/** Renders inputs in a react-admin form with the German i18n; `gesendet` receives the submitted values. */
export function imFormular(inhalt: ReactNode, gesendet: (werte: Record<string, unknown>) => void = () => {}, startwerte: Record<string, unknown> = {}) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={gesendet} record={startwerte}>
        {inhalt}
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
}

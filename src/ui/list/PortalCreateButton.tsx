import { Link } from 'react-router-dom';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/**
 * "Anlegen" in a list's toolbar, a link with its text on every screen size. react-admin's CreateButton turns
 * into a floating round button on phones and tablets, which covers the last rows and the footer's links.
 */
export function PortalCreateButton({ label, variant = 'text' }: { /** i18n key (or text) */ label: string; variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} variant={variant} startIcon={<AddIcon />}>
      {translate(label, { _: label })}
    </Button>
  );
}

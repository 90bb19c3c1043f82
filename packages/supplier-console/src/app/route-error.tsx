import { RouteErrorPage } from '@garage/app-kit';
import { Link } from 'react-router-dom';

/**
 * A view that threw while drawing: its raw text and a way back (the kit's page). `nested`: in
 * the enquiry column, inside the console's main.
 */
export function RouteError({ nested = false }: { nested?: boolean }) {
  return (
    <RouteErrorPage
      title="Something went wrong in the console"
      landmark={nested ? 'section' : 'main'}
    >
      <Link to="/">Back to the enquiries</Link>
    </RouteErrorPage>
  );
}

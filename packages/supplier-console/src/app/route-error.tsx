import { RouteErrorPage } from '@garage/app-kit';
import { Link } from 'react-router-dom';

/** A view that threw while drawing: its raw text and a way back (the kit's page). */
export function RouteError() {
  return (
    <RouteErrorPage title="Something went wrong in the console">
      <Link to="/">Back to the enquiries</Link>
    </RouteErrorPage>
  );
}

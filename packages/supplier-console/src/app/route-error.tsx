import { Link, useRouteError } from 'react-router-dom';
import { errorText } from '../lib/api-error.ts';

export function RouteError() {
  const error = useRouteError();
  return (
    <div className="route-error" role="alert">
      <h2>Something went wrong in the console</h2>
      <p>{errorText(error)}</p>
      <Link to="/">Back to the enquiries</Link>
    </div>
  );
}

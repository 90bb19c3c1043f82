import { Button, RouteErrorPage } from '@garage/app-kit';

/** A screen that threw while drawing: its raw text and a reload (the kit's page). */
export function RouteError() {
  return (
    <RouteErrorPage title="Sorry, something went wrong">
      <Button variant="primary" onClick={() => location.reload()}>
        Reload
      </Button>
    </RouteErrorPage>
  );
}

import type { ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import styles from './route-error-page.module.css';

type Props = {
  title: string;
  /** The way on: a reload, a link back. */
  children: ReactNode;
  /** The page's main landmark, or a section of a page whose main is still drawn around it. */
  landmark?: 'main' | 'section';
};

/**
 * What a screen that threw while drawing shows (a bug, never a failed call: those show inside
 * their screen): its raw text and a way on, instead of the router's page for developers.
 */
export function RouteErrorPage({ title, children, landmark: Landmark = 'main' }: Props) {
  const error = useRouteError();
  return (
    <Landmark className={styles.page}>
      <div role="alert">
        <h1>{title}</h1>
        <pre>{String(error)}</pre>
      </div>
      {children}
    </Landmark>
  );
}

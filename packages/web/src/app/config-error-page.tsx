import { runtimeConfigFile } from '@garage/hosting/runtime-config';
import { basePath } from '../config/base-path.ts';
import styles from './failure-page.module.css';

/** Shown instead of the portal when its config.json is missing or wrong: never a blank page. */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main className={styles.page}>
      <h1>The portal cannot start</h1>
      <p>
        Its configuration file,{' '}
        <code>
          {basePath()}/{runtimeConfigFile}
        </code>
        , has {problems.length === 1 ? 'a problem' : `${problems.length} problems`}:
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{runtimeConfigFile}</code>: {problem}
          </li>
        ))}
      </ul>
      <p>Whoever deployed the portal can correct the file; then reload this page.</p>
    </main>
  );
}

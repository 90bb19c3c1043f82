// "Start a demo" (/start): who the demo is for and what it starts with (the seed or one of the
// scenarios), or a saved demo to start from. Two plain forms, so both work without JavaScript:
// the saved demo is a file field of a multipart form, read by the server.
import { scenarios } from './scenarios/scenarios.ts';
import { escapeHtml, page, startPath } from './pages.ts';

/** Where the saved-demo form posts its file. */
export const savedDemoPath = `${startPath}/saved-demo`;
/** The saved-demo form's file field. */
const savedDemoField = 'savedDemo';

/** The seed as it is, offered first and chosen unless another is. */
const seededDemo = {
  name: '',
  title: 'The standard demo',
  story:
    'Five garages buying from two suppliers, with enquiries at every stage, on the real date and time.',
};

/** The fields as typed, and what is wrong with which of them, if anything. */
export type StartForm = {
  label: string;
  /** A scenario's name; '' for the seed as it is. */
  scenario: string;
  problem?: { field: 'label' | 'scenario' | 'savedDemo'; message: string };
};

/**
 * The attributes that tie a field to its error, and the error's paragraph. The field is
 * focused, so its error is in view and read out however long the page. A group of radios (a
 * fieldset) takes no aria-invalid or focus: it is only described by its error.
 */
function errorOf(form: StartForm, field: NonNullable<StartForm['problem']>['field']) {
  if (form.problem?.field !== field) return { attributes: '', message: '' };
  const id = `${field}-error`;
  return {
    attributes:
      field === 'scenario'
        ? ` aria-describedby="${id}"`
        : ` aria-invalid="true" aria-describedby="${id}" autofocus`,
    message: `<p class="error" id="${id}">${escapeHtml(form.problem.message)}</p>\n`,
  };
}

function scenarioChoice(
  { name, title, story }: { name: string; title: string; story: string },
  chosen: string,
) {
  const id = `scenario-${name || 'seed'}`;
  return `<div class="choice"><input type="radio" id="${id}" name="scenario" value="${escapeHtml(name)}" aria-describedby="${id}-story"${
    name === chosen ? ' checked' : ''
  }>
<label for="${id}">${escapeHtml(title)}</label>
<p id="${id}-story">${escapeHtml(story)}</p></div>`;
}

export function startPage(form: StartForm): string {
  const label = errorOf(form, 'label');
  const scenario = errorOf(form, 'scenario');
  const savedDemo = errorOf(form, 'savedDemo');
  // An unknown name (only a hand-made request sends one) leaves the seed chosen.
  const chosen = scenarios.some(({ name }) => name === form.scenario) ? form.scenario : '';
  const choices = [seededDemo, ...scenarios]
    .map((choice) => scenarioChoice(choice, chosen))
    .join('\n');
  return page(
    'Start a demo',
    `<h1>Start a demo</h1>
<form class="card" method="post" action="${startPath}" novalidate>
<p>A demo of its own: its garages, enquiries, clock and faults are seen by no one else.</p>
<label for="label">Who is it for? (optional)</label>
<input id="label" name="label" maxlength="60" autocomplete="off" value="${escapeHtml(form.label)}"${label.attributes}>
${label.message}<fieldset${scenario.attributes}>
<legend>What it starts with</legend>
${scenario.message}${choices}
</fieldset>
<button type="submit">Start a demo</button>
</form>
<form class="card" method="post" action="${savedDemoPath}" enctype="multipart/form-data" novalidate>
<h2>Start from a saved demo</h2>
<p class="hint">A file saved with "Save this demo" in the supplier console: the new demo holds what it held, from the time it was saved.</p>
<label for="${savedDemoField}">Saved demo file (.demo.json)</label>
<input type="file" id="${savedDemoField}" name="${savedDemoField}" accept=".json,application/json"${savedDemo.attributes}>
${savedDemo.message}<button type="submit">Start from a saved demo</button>
</form>`,
  );
}

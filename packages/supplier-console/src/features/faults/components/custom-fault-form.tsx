import { Button } from '@garage/app-kit';
import { useState, type SubmitEvent } from 'react';
import { useDemoAddFault } from '../api/demo-add-fault.ts';
import { checkCustomRule, type CustomRuleDraft } from '../lib/fault-presets.ts';
import shared from '../../../styles/shared.module.css';

const empty: CustomRuleDraft = { pathPattern: '/api/**', latencyMs: '', errorRate: '', status: '' };

/** A rule of one's own: a path pattern, and a latency, an error rate or a status. */
export function CustomFaultForm() {
  const [draft, setDraft] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useDemoAddFault();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkCustomRule(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    add.mutate(checked.rule, { onSuccess: () => setDraft(empty) });
  };
  const input = (name: keyof CustomRuleDraft, label: string, hint: string) => (
    <label>
      <span>{label}</span>
      <input
        value={draft[name]}
        placeholder={hint}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </label>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Custom fault">
      <h3>Custom rule</h3>
      <div className={shared.row}>
        {input('pathPattern', 'Path pattern', '/api/connectplus/**')}
        {input('latencyMs', 'Latency (ms)', '1000')}
        {input('errorRate', 'Error rate (0 to 1)', '0.5')}
        {input('status', 'Error status', '500')}
        <Button type="submit" disabled={add.isPending}>
          Add rule
        </Button>
      </div>
      {problem && (
        <p className={shared.formError} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

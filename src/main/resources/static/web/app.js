// The page at /: start a run from a scenario's question (form.js, scenarios.js), watch it live (live.js) and,
// once it ended, see it beside the scenario's committed run (committed.js) or, for a matrix, its cells side by side
// (matrix.js), list and compare runs (runs.js). A run named in
// the address (?run=<id>) is watched; otherwise the run that is running (or the next queued one), if any, so a
// reload or a second tab picks it up.

import { besideCommitted } from './committed.js';
import { loadForm } from './form.js';
import { watch } from './live.js';
import { showMatrix } from './matrix.js';
import { initRuns, refreshRuns } from './runs.js';

/** Follows the run; once it ended, the run list is refreshed and the run shown beside the committed one. */
function follow(id) {
  besideCommitted(null);
  showMatrix(null);
  watch(id, ended => {
    refreshRuns();
    besideCommitted(ended);
    showMatrix(ended);
  });
}

function open(id) {
  history.replaceState(null, '', `/?run=${encodeURIComponent(id)}`);
  follow(id);
  document.getElementById('live').scrollIntoView?.({ block: 'start' });
}

initRuns(open);
loadForm(run => {
  open(run.id);
  refreshRuns(0);
}).catch(e => {
  document.getElementById('form-loading').textContent = `The form could not be built: ${e.message}`;
});

const named = new URLSearchParams(location.search).get('run');
const active = document.querySelector('#run-list tr[data-status="running"]')
  ?? [...document.querySelectorAll('#run-list tr[data-status="queued"]')].pop();
if (named) {
  follow(named);
} else if (active) {
  follow(active.dataset.run);
}

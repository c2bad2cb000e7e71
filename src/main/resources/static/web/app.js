// The page at /: start a run (form.js), watch it live (live.js), list and compare runs (runs.js). A run named in
// the address (?run=<id>) is watched; otherwise the run that is running (or the next queued one), if any, so a
// reload or a second tab picks it up.

import { loadForm } from './form.js';
import { watch } from './live.js';
import { initRuns, refreshRuns } from './runs.js';

function open(id) {
  history.replaceState(null, '', `/?run=${encodeURIComponent(id)}`);
  watch(id, () => refreshRuns());
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
  watch(named, () => refreshRuns());
} else if (active) {
  watch(active.dataset.run, () => refreshRuns());
}

// The helpers the page's modules share: an element with its attributes and text, and the document of a run that
// ended, for a section that shows it.

/** An element; an attribute that is undefined, null or false is left out, true is written bare. */
export function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? '' : value);
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Empties and hides `section`; then the document of the run `id` (GET /api/runs/{id}), or null when there is no id or
 * no such run. The caller shows it only if the page still shows that run ({@link stillShown}).
 */
export async function endedRun(section, id) {
  section.replaceChildren();
  section.hidden = true;
  if (!id) return null;
  const answer = await fetch(`/api/runs/${encodeURIComponent(id)}`);
  return answer.ok ? answer.json() : null;
}

/** Whether the live section still shows the run `id` (another may have been chosen while a request ran). */
export function stillShown(id) {
  return document.getElementById('live-id').textContent === id;
}

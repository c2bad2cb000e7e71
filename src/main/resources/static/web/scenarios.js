// The scenarios as a learner meets them (GET /api/scenarios, read by the service from docs/scenarios/): each is
// offered by its question. The chosen one shows the prediction to make, its docs page, and two presets that fill
// the form: the committed run's settings and a quick version. Choosing one shows only the fields it reads (the
// OpenAPI document's x-read-by) and the common ones; the others are hidden and not sent.

import { element } from './dom.js';

const form = document.getElementById('run-form');
const chooser = document.getElementById('scenario-chooser');
const note = document.getElementById('preset-note');

/** The scenario field as radio buttons, one per scenario with its question; the chosen one's guide below it. */
export function buildChooser(name, property, guides) {
  const wrapper = element('div', { class: 'field', 'data-field': name });
  const set = element('fieldset', { id: `field-${name}`, class: 'scenarios',
    'aria-describedby': `hint-${name} error-${name}` });
  set.append(element('legend', {}, `${property.title ?? name}: start from a question`));
  for (const guide of guides) {
    const box = element('div', { class: 'scenario', 'data-scenario': guide.id });
    const label = element('label', { class: 'choice' });
    label.append(element('input', { type: 'radio', name, value: guide.id, id: `scenario-${guide.id}`,
      checked: guide.id === property.default, 'aria-describedby': `question-${guide.id}` }), ' ',
    element('strong', {}, guide.id));
    box.append(label, element('p', { class: 'question', id: `question-${guide.id}` },
      guide.question ?? '(its docs page is not with this service)'));
    box.append(guideOf(guide));
    set.append(box);
  }
  const hint = element('p', { class: 'hint', id: `hint-${name}` }, `Choosing a scenario shows the fields it reads · field ${name}`);
  const error = element('p', { class: 'field-error', id: `error-${name}`, hidden: true });
  wrapper.append(set, hint, error);
  chooser.append(wrapper);
  set.addEventListener('change', () => chosenScenario());
}

/** The prediction, the presets and the docs link of one scenario, shown while it is chosen. */
function guideOf(guide) {
  const box = element('div', { class: 'guide', id: `guide-${guide.id}`, hidden: true });
  if (guide.prediction) {
    const prediction = element('p', { class: 'prediction' });
    prediction.append(element('strong', {}, 'Predict first. '), guide.prediction);
    box.append(prediction);
  }
  const presets = element('p', { class: 'presets' });
  if (guide.committed) {
    presets.append(presetButton(guide, 'committed', "Fill in the committed run's settings",
      `the committed run ${guide.committed.run}`), ' ');
  }
  presets.append(presetButton(guide, 'quick', 'Fill in a quick version', 'a quick version'), ' ');
  if (guide.docsLink) {
    presets.append(element('a', { href: guide.docsLink, id: `docs-${guide.id}` }, `Read ${guide.docsPage}`));
  }
  box.append(presets);
  return box;
}

function presetButton(guide, which, text, what) {
  const preset = guide[which];
  const button = element('button', { type: 'button', id: `preset-${guide.id}-${which}`, title: preset.command }, text);
  button.addEventListener('click', () => {
    fill(preset.settings);
    note.textContent = `Filled with the settings of ${what}: ${preset.command} (every other field at its default).`;
  });
  return button;
}

/** Puts the form back to its defaults, then sets each field the preset names. */
function fill(settings) {
  form.reset();
  for (const [name, value] of Object.entries(settings)) {
    const inputs = [...form.querySelectorAll(`[name="${CSS.escape(name)}"]`)];
    if (inputs[0]?.type === 'radio') {
      for (const radio of inputs) radio.checked = radio.value === String(value);
    } else if (inputs[0]?.type === 'checkbox') {
      for (const box of inputs) box.checked = [].concat(value).map(String).includes(box.value);
    } else if (inputs[0]) {
      inputs[0].value = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  chosenScenario();
}

/** Shows the chosen scenario's guide and the fields it reads; hides the others. Returns its id. */
export function chosenScenario() {
  const id = chooser.querySelector('input[type=radio]:checked')?.value;
  for (const guide of chooser.querySelectorAll('.guide')) guide.hidden = guide.id !== `guide-${id}`;
  for (const field of form.querySelectorAll('.field[data-read-by]')) {
    field.hidden = !field.dataset.readBy.split(' ').includes(id);
  }
  return id;
}

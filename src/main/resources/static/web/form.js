// The run form, built from the OpenAPI document: one field per property of POST /api/runs's body, with the label
// a person reads (its title), the default and range the service publishes (see RunOptionsSchema). Nothing here
// names a knob: a renamed or added option appears by itself. A field the chosen scenario does not read
// (x-read-by) is hidden and not sent; one the schema marks x-advanced waits under "Advanced". The scenario is
// chosen from its question (scenarios.js). The service is the judge of the values: its problem+json errors are
// shown next to the field they name.

import { element } from './dom.js';
import { buildChooser, chosenScenario } from './scenarios.js';

const fields = document.getElementById('fields');
const advancedFields = document.getElementById('advanced-fields');
const form = document.getElementById('run-form');
const formError = document.getElementById('form-error');

/** The request body's schema: paths['/api/runs'].post, application/json, following its $ref. */
export function requestSchema(doc) {
  let schema = doc.paths['/api/runs'].post.requestBody.content['application/json'].schema;
  if (schema.$ref) {
    schema = doc.components.schemas[schema.$ref.split('/').pop()];
  }
  return schema;
}

function typeOf(property) {
  const type = property.type ?? property.types;
  return Array.isArray(type) ? type.find(t => t !== 'null') : type;
}

function bound(property, which) {
  const inclusive = property[which];
  const exclusive = property['exclusive' + which[0].toUpperCase() + which.slice(1)];
  if (typeof exclusive === 'number') return { value: exclusive, exclusive: true };
  if (inclusive !== undefined) return { value: inclusive, exclusive: exclusive === true };
  return null;
}

function rangeText(property) {
  const min = bound(property, 'minimum');
  const max = bound(property, 'maximum');
  if (!min && !max) return '';
  const low = min ? (min.exclusive ? '> ' : '') + min.value.toLocaleString('en') : '';
  const high = max ? (max.exclusive ? '< ' : '') + max.value.toLocaleString('en') : '';
  if (min && max && !min.exclusive && !max.exclusive) return `range ${low} to ${high}`;
  return 'range ' + [min ? `${min.exclusive ? '' : '≥ '}${low}` : '', max ? `${max.exclusive ? '' : '≤ '}${high}` : '']
    .filter(Boolean).join(' and ');
}


function field(name, property) {
  const type = typeOf(property);
  const wrapper = element('div', { class: 'field', 'data-field': name,
    'data-read-by': (property['x-read-by'] ?? []).join(' ') || undefined });
  const label = property.title ?? name;
  const hintParts = [property.description, property.default !== undefined
    ? `default ${Array.isArray(property.default) ? property.default.join(', ') : property.default}` : '',
    rangeText(property), `field ${name}`].filter(Boolean);
  const hint = element('p', { class: 'hint', id: `hint-${name}` }, hintParts.join(' · '));
  const error = element('p', { class: 'field-error', id: `error-${name}`, hidden: true });
  const described = `hint-${name} error-${name}`;
  if (type === 'array' && property.items?.enum) {
    const set = element('fieldset', { id: `field-${name}`, 'aria-describedby': described });
    set.append(element('legend', {}, label));
    for (const value of property.items.enum) {
      const label = element('label', { class: 'choice' });
      label.append(element('input', { type: 'checkbox', name, value,
        checked: (property.default ?? []).includes(value) }), ' ' + value);
      set.append(label);
    }
    wrapper.append(set, hint, error);
    return wrapper;
  }
  wrapper.append(element('label', { for: `field-${name}` }, label));
  let control;
  if (property.enum) {
    control = element('select', { id: `field-${name}`, name });
    for (const value of property.enum.filter(choice => choice !== null)) { // null: "the default", the field left out
      control.append(element('option', { value, selected: value === property.default }, value));
    }
  } else if (type === 'integer' || type === 'number') {
    const min = bound(property, 'minimum');
    const max = bound(property, 'maximum');
    control = element('input', { id: `field-${name}`, name, type: 'number', inputmode: type === 'integer' ? 'numeric' : 'decimal',
      step: type === 'integer' ? 1 : 'any', min: min && !min.exclusive ? min.value : undefined,
      max: max && !max.exclusive ? max.value : undefined, value: property.default });
  } else if (type === 'array') {
    control = element('input', { id: `field-${name}`, name, type: 'text', 'data-list': true,
      value: (property.default ?? []).join(',') });
  } else {
    control = element('input', { id: `field-${name}`, name, type: 'text', value: property.default });
  }
  control.dataset.type = type;
  control.setAttribute('aria-describedby', described);
  wrapper.append(control, hint, error);
  return wrapper;
}

function listItem(property, text) {
  const itemType = typeOf(property.items ?? {});
  if (itemType !== 'integer' && itemType !== 'number') return text;
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
}

/** The value a field holds, as JSON (undefined when empty); a number field's text is sent as typed. */
function valueOf(name, property) {
  const type = typeOf(property);
  if (type === 'array' && property.items?.enum) {
    return [...form.querySelectorAll(`input[name="${name}"]:checked`)].map(box => box.value);
  }
  const control = form.elements.namedItem(name);
  if (control?.validity?.badInput) throw new BadInput(name);
  if (!control || control.value === '') return undefined;
  if (type === 'integer' || type === 'number') {
    const number = Number(control.value);
    return Number.isNaN(number) ? control.value : number;
  }
  if (type === 'array') {
    return control.value.split(',').map(s => s.trim()).filter(Boolean).map(s => listItem(property, s));
  }
  return control.value;
}

/** The request body: only the fields that differ from their default (the service fills in the rest). */
function body(schema) {
  const json = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (form.querySelector(`[data-field="${name}"]`)?.hidden) continue; // not read by the chosen scenario
    const value = valueOf(name, property);
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(property.default)) json[name] = value;
  }
  return json;
}

class BadInput extends Error {
  constructor(field) {
    super(`${field}: not a number`);
    this.field = field;
  }
}

function clearErrors() {
  formError.textContent = '';
  for (const error of form.querySelectorAll('.field-error')) {
    error.hidden = true;
    error.textContent = '';
  }
  for (const invalid of form.querySelectorAll('[aria-invalid]')) invalid.removeAttribute('aria-invalid');
}

/** Shows each error of a 400 problem+json next to its field; returns whether every error found its field. */
export function showProblem(problem) {
  let first = null;
  const unplaced = [];
  for (const { field: name, message } of problem.errors ?? []) {
    const error = document.getElementById(`error-${name}`);
    const control = document.getElementById(`field-${name}`);
    if (!error || !control) {
      unplaced.push(`${name}: ${message}`);
      continue;
    }
    error.textContent = message;
    error.hidden = false;
    const section = control.closest('details');
    if (section) section.open = true;
    control.setAttribute('aria-invalid', 'true');
    first ??= control;
  }
  formError.textContent = unplaced.length ? unplaced.join('; ')
    : (problem.errors?.length ? '' : problem.detail ?? problem.title ?? 'the service refused the run');
  (first?.matches('fieldset') ? first.querySelector('input') : first)?.focus();
  return unplaced.length === 0;
}

/** Loads the schema, draws the form and submits it; calls onStarted(run) with the service's 202 answer. */
export async function loadForm(onStarted) {
  const [response, scenarios] = await Promise.all([fetch('/v3/api-docs'), fetch('/api/scenarios')]);
  if (!response.ok) throw new Error(`GET /v3/api-docs answered ${response.status}`);
  if (!scenarios.ok) throw new Error(`GET /api/scenarios answered ${scenarios.status}`);
  const schema = requestSchema(await response.json());
  const guides = await scenarios.json();
  const ids = guides.map(guide => guide.id);
  for (const [name, property] of Object.entries(schema.properties)) {
    // the scenario itself: the property whose choices are the scenarios, offered by question
    if (property.enum && ids.every(id => property.enum.includes(id))) {
      buildChooser(name, property, guides);
    } else {
      (property['x-advanced'] ? advancedFields : fields).append(field(name, property));
    }
  }
  chosenScenario();
  document.getElementById('form-loading').remove();
  form.hidden = false;
  form.addEventListener('reset', () => setTimeout(() => {
    clearErrors();
    chosenScenario();
  }));
  form.addEventListener('submit', async event => {
    event.preventDefault();
    clearErrors();
    const button = document.getElementById('start-run');
    button.disabled = true;
    try {
      const answer = await fetch('/api/runs', { method: 'POST', headers: { 'Content-Type': 'application/json',
        Accept: 'application/json, application/problem+json' }, body: JSON.stringify(body(schema)) });
      const json = await answer.json().catch(() => ({}));
      if (answer.status === 202) {
        onStarted(json);
      } else if (answer.status === 400) {
        showProblem(json);
      } else {
        formError.textContent = `${answer.status} ${json.title ?? ''}: ${json.detail ?? 'the run was not started'}`
          + (answer.headers.get('Retry-After') ? ` (retry after ${answer.headers.get('Retry-After')} s)` : '');
      }
    } catch (e) {
      if (e instanceof BadInput) {
        showProblem({ errors: [{ field: e.field, message: 'not a number' }] });
      } else {
        formError.textContent = `the service did not answer: ${e.message}`;
      }
    } finally {
      button.disabled = false;
    }
  });
}

// The one helper the page's modules share: an element with its attributes and text.

/** An element; an attribute that is undefined, null or false is left out, true is written bare. */
export function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? '' : value);
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

// jsdom has no layout: CodeMirror measures text through ranges, which jsdom leaves out.
const emptyRect = (): DOMRect => ({
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  toJSON: () => ({}),
})

if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
}

import { Annotation, Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { nextTask } from '../../lib/next-task.ts'
import { editorSetup, editorTheme } from './editor-setup.ts'

export type CodeEditorOptions = {
  value: string
  onChange?(value: string): void
  /** The highlighting; `undefined` while its chunk is on its way. */
  language: Extension | null | undefined
  wordWrap: boolean
  label: string
  dark: boolean
  /**
   * The text field the editor replaces, read in the task the editor goes on the page: its text,
   * selection, scroll position and focus carry over, so nothing typed meanwhile is lost.
   */
  takeOver?(): TakenOver | undefined
  /** Called in the render that puts the editor on the page (the field it replaces can go in it). */
  onReady?(): void
}

export type TakenOver = {
  text: string
  anchor: number
  head: number
  scrollTop: number
  scrollLeft: number
  focused: boolean
}

/** Marks a change that came from the `value` option rather than from the person typing. */
const fromValue = Annotation.define<boolean>()

/**
 * A CodeMirror view in the element `host` holds, built once with everything it needs and changed
 * through compartments afterwards. Making its state, building its view and putting it on the page
 * take a phone tens of milliseconds each, so each is a task of its own, after the render that made
 * the host (docs/decisions/0017: total blocking time); `ready` turns true when the view is on the page.
 */
export function useCodeEditor(options: CodeEditorOptions) {
  const host = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<EditorView>()
  const latest = useRef(options)
  latest.current = options
  const compartments = useRef({
    language: new Compartment(),
    wrap: new Compartment(),
    label: new Compartment(),
    theme: new Compartment(),
  }).current
  // The options the view was last given, and the text it last reported.
  const applied = useRef<Pick<CodeEditorOptions, 'language' | 'wordWrap' | 'label' | 'dark'>>(options)
  const typed = useRef<string>(undefined)

  useEffect(() => {
    let made: EditorView | undefined
    let live = true
    const build = async () => {
      await nextTask()
      if (!live) return
      const { value, wordWrap, label, dark } = latest.current
      // The highlighting is added in a task of its own, once the text is on the page: parsing and
      // colouring a long text is the rest of the work.
      applied.current = { language: latest.current.language, wordWrap, label, dark }
      const state = EditorState.create({
        doc: value,
        extensions: [
          editorSetup(),
          compartments.language.of([]),
          compartments.wrap.of(wordWrap ? EditorView.lineWrapping : []),
          compartments.label.of(EditorView.contentAttributes.of({ 'aria-label': label })),
          compartments.theme.of(editorTheme(dark)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((t) => t.annotation(fromValue))) return
            typed.current = update.state.doc.toString()
            latest.current.onChange?.(typed.current)
          }),
        ],
      })
      await nextTask()
      if (!live) return
      made = new EditorView({ state })
      await nextTask()
      if (!live || !host.current) return
      // The placeholder goes and the view arrives in one frame: no shift between them.
      const taken = latest.current.takeOver?.()
      flushSync(() => {
        setView(made)
        latest.current.onReady?.()
      })
      host.current.append(made.dom)
      if (taken) carryOver(made, taken)
      made.requestMeasure()
      await nextTask()
      if (!live) return
      const { language } = latest.current
      applied.current = { ...applied.current, language }
      made.dispatch({ effects: compartments.language.reconfigure(language ?? []) })
    }
    void build()
    return () => {
      live = false
      made?.destroy()
      setView(undefined)
    }
    // Built once per mounted editor; later option changes go through the compartments below.
  }, [compartments])

  const { value, language, wordWrap, label, dark } = options
  useEffect(() => {
    if (!view) return
    const was = applied.current
    const effects = [
      ...(language !== was.language ? [compartments.language.reconfigure(language ?? [])] : []),
      ...(wordWrap !== was.wordWrap
        ? [compartments.wrap.reconfigure(wordWrap ? EditorView.lineWrapping : [])]
        : []),
      ...(label !== was.label
        ? [compartments.label.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label }))]
        : []),
      ...(dark !== was.dark ? [compartments.theme.reconfigure(editorTheme(dark))] : []),
    ]
    applied.current = { language, wordWrap, label, dark }
    if (effects.length > 0) view.dispatch({ effects })
  }, [view, language, wordWrap, label, dark, compartments])
  useEffect(() => {
    // What the person typed comes back as `value`: the view has it already.
    if (!view || value === typed.current) return
    const current = view.state.doc
    if (current.length === value.length && current.toString() === value) return
    view.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: fromValue.of(true),
    })
  }, [view, value])

  return { host, ready: view !== undefined }
}

/** What was typed in the field before the editor came, where it was, and where the field was scrolled. */
function carryOver(view: EditorView, taken: TakenOver) {
  const { doc } = view.state
  const length = taken.text.length
  view.dispatch({
    ...(doc.length === length && doc.toString() === taken.text
      ? {}
      : { changes: { from: 0, to: doc.length, insert: taken.text }, annotations: fromValue.of(true) }),
    selection: EditorSelection.single(Math.min(taken.anchor, length), Math.min(taken.head, length)),
  })
  // Scrolled only once CodeMirror has measured its lines: scrolled before, it anchors the position to a
  // line placed by estimated heights and moves there when the real ones are known.
  view.requestMeasure({
    read: () => {},
    write: () => {
      view.scrollDOM.scrollTop = taken.scrollTop
      view.scrollDOM.scrollLeft = taken.scrollLeft
    },
  })
  if (taken.focused) view.focus()
}

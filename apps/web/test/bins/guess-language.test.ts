import { describe, expect, it } from 'vitest'
import { guessLanguage } from '../../src/features/bins/guess-language.ts'

describe('Auto language (docs/decisions/0005: the title first, then the content)', () => {
  it('takes the language the title extension names, whatever the content', () => {
    expect(guessLanguage('App.vue', 'const a = 1')).toBe('vue')
    expect(guessLanguage('main.TS', '')).toBe('typescript')
    expect(guessLanguage('index.mjs', '')).toBe('javascript')
    expect(guessLanguage('theme.scss', '')).toBe('scss')
    expect(guessLanguage('README.md', '{}')).toBe('markdown')
    expect(guessLanguage('ci.yml', '')).toBe('yaml')
    expect(guessLanguage('install.sh', '')).toBe('shell')
  })

  it('falls back to the content when the title names nothing known', () => {
    const cases: [string, string][] = [
      ['<template>\n  <v-btn>Hi</v-btn>\n</template>', 'vue'],
      ['<script setup lang="ts">\nconst a = 1\n</script>', 'vue'],
      ['{ "name": "one", "list": [1, 2] }', 'json'],
      ['<!DOCTYPE html>\n<html><body></body></html>', 'html'],
      ['#!/usr/bin/env bash\necho hi', 'shell'],
      ['interface User { name: string }', 'typescript'],
      ["import type { Bin } from './bin'", 'typescript'],
      ['$primary: #1867c0;\n.btn { color: $primary; }', 'scss'],
      ['const add = (a, b) => a + b\nconsole.log(add(1, 2))', 'javascript'],
      ['body {\n  margin: 0;\n}', 'css'],
      ['# Title\n\nSome [link](https://example.com)', 'markdown'],
      ['name: one\nversion: 2', 'yaml'],
      ['npm install vuetify', 'shell'],
      ['Just a note to self.', 'text'],
      ['   ', 'text'],
    ]
    for (const [content, language] of cases) {
      expect([content, guessLanguage('notes', content)]).toEqual([content, language])
    }
  })

  it('does not call broken JSON json', () => {
    expect(guessLanguage('', '{ "a": 1,')).not.toBe('json')
  })
})

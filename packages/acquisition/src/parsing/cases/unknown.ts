import { type Case, emptyExpectation } from './case.ts';

/** Names with nothing to read get a line of empty fields. */
export const unknownCases: Case[] = [
  ['', emptyExpectation],
  ['   ', emptyExpectation],
  ['asdfgh', emptyExpectation],
  ['Some Random Words', emptyExpectation],
  ['hello_world', emptyExpectation],
  ['README', emptyExpectation],
  ['.mkv', emptyExpectation],
  ['-', emptyExpectation],
  ['[]', emptyExpectation],
  ['()', emptyExpectation],
  ['...', emptyExpectation],
  ['Sample', emptyExpectation],
  ['folder.jpg', emptyExpectation],
  ['Thumbs', emptyExpectation],
  ['A Title Without Anything Else', emptyExpectation],
  ['just some text here', emptyExpectation],
  ['12345', emptyExpectation],
  ['!!!', emptyExpectation],
  ['The', emptyExpectation],
  ['untitled document', emptyExpectation],
];

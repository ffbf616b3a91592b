// The writing assistant (spec part 2 §2 "Assistant screens"): each widget as rules → store → hook → thin view.
export * from './PromptLibrary';

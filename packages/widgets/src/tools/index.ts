// Empty until its first widget lands: see README.md.
export {};

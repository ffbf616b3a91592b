// The login modal in a chunk of its own: a visitor's first login-required action loads it.
export { LoginModal as default } from '@dubkit/widgets';

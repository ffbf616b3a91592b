// Tests see every element in its final state: an entering dialog or popover starts at opacity 0, and on a loaded
// machine that first frame can last long enough for `toBeVisible` to catch it. Users still get the motion.
const style = document.createElement('style');
style.dataset.dubkitTest = 'no-motion';
style.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
document.head.append(style);

import react from '@vitejs/plugin-react';

/**
 * React for the build and the web tests alike, with the React Compiler: it memoizes each component's
 * elements and values, so a query answering on /checker re-renders what reads it and not the whole
 * page (docs/architecture.md, "What the browser downloads"). A component breaking the Rules of React is
 * left as written: the compiler skips it rather than change what it does.
 */
export const reactWithCompiler = () => react({ babel: { plugins: ['babel-plugin-react-compiler'] } });

/**
 * What the console is built on: react-admin, on React's DOM renderer and MUI (each a stage of
 * ./main.tsx before this one). Imported by ./main.tsx as a stage of its own before ./boot (see
 * there why); what is exported here only names the modules to evaluate.
 */
export { createRoot } from 'react-dom/client';
export { Admin } from 'react-admin';

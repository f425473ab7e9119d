/**
 * What the console is built on: React's DOM renderer, and react-admin with MUI. Imported by
 * ./main.tsx as a stage of its own before ./boot (see there why); what is exported here only
 * names the modules to evaluate.
 */
export { createRoot } from 'react-dom/client';
export { Admin } from 'react-admin';

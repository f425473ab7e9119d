/**
 * What the console is built on: React's DOM renderer, MUI's styling and react-admin's admin and
 * layout. Imported by ./main.tsx as a stage of its own, between the screen's code and ./boot
 * (see there why); what is exported here only names the modules to evaluate.
 */
export { createRoot } from 'react-dom/client';
export { Admin } from 'react-admin';

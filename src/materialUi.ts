/**
 * MUI's styling and the components react-admin's layout and inputs are made of: a stage of the
 * console's start (./main.tsx) of its own, before react-admin (./libraries). What is exported
 * here only names the modules to evaluate.
 */
export { createTheme, ThemeProvider } from '@mui/material/styles';
export { default as Button } from '@mui/material/Button';
export { default as Modal } from '@mui/material/Modal';
export { default as Popper } from '@mui/material/Popper';
export { default as Select } from '@mui/material/Select';
export { default as TextField } from '@mui/material/TextField';

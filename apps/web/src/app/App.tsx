import { Typography } from '@mui/material';

export function App() {
  return <Typography variant="h4" component="h1">Suppliers, welcome!</Typography>;
}

// A full-width message of the application page: expired, already submitted, submitted (spec 2.5). Its heading takes
// the focus when it replaces the form, so keyboard and screen-reader users land on what changed.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface Props {
  title: string;
  text: string;
  focus?: boolean;
  /** A further line under the text (whom to contact). */
  extra?: ReactNode;
}

export function StatusMessage({ title, text, focus = false, extra }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {extra}
    </Paper>
  );
}

// The form dialog at each of the spec's widths (sm 400 to xxl 1200 px, DIALOG_WIDTHS).
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DIALOG_WIDTHS, MESSAGES } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

type Width = keyof typeof DIALOG_WIDTHS;
const WIDTHS = Object.keys(DIALOG_WIDTHS) as Width[];

export function DialogsSection() {
  const [open, setOpen] = useState<Width | null>(null);
  return (
    <ShowcaseSection title="Dialogs" description="Dialog widths: sm 400, md 480, lg 540, xl 680, xxl 1200 px.">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {WIDTHS.map((width) => (
          <Button key={width} variant="outlined" onClick={() => setOpen(width)}>
            {`Open ${width} dialog (${DIALOG_WIDTHS[width]} px)`}
          </Button>
        ))}
      </Stack>
      {open && (
        <FormDialog
          title={`Dialog ${open} (${DIALOG_WIDTHS[open]} px)`}
          width={open}
          busy={false}
          banner={open === 'md' ? { title: MESSAGES.formGeneric, fieldMessages: [] } : null}
          onClose={() => setOpen(null)}
          onSubmit={(event) => {
            event?.preventDefault();
            setOpen(null);
          }}
        >
          <Typography>{`This dialog is ${DIALOG_WIDTHS[open]} px wide on screens wider than that, and 16 px from each edge on narrower ones.`}</Typography>
        </FormDialog>
      )}
    </ShowcaseSection>
  );
}

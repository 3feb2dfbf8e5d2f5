'use client';
// What a section's error.tsx shows: the failure in words a shopper understands and a way to try again.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_ERROR_MESSAGES } from '@/lib/shared/messages';

export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => retry()}>
            {PAGE_ERROR_MESSAGES.retry}
          </Button>
        }
      >
        <Typography component="h1" sx={{ fontWeight: 700 }}>
          {PAGE_ERROR_MESSAGES.title}
        </Typography>
        {PAGE_ERROR_MESSAGES.text}
      </Alert>
    </Container>
  );
}

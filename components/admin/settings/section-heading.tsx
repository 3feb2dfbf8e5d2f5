// A settings section's heading, with the line that says what the section is for.
import Typography from '@mui/material/Typography';

export function SectionHeading({ title, help }: { title: string; help?: string }) {
  return (
    <>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      ) : null}
    </>
  );
}

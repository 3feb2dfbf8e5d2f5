'use client';
// SMS or WhatsApp: how the code for a mobile number travels. A radio group with its own label, so
// keyboard users move between the two with the arrow keys.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PhoneCodeChannel } from '@/lib/shared/schemas/phone-auth-schema';
import { PHONE_UI_TEXT as T } from '@/lib/shared/messages/phone-auth';

export function PhoneChannelChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PhoneCodeChannel;
  onChange: (channel: PhoneCodeChannel) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{T.channelLabel}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={`${id}-channel`}
        value={value}
        onChange={(event) => onChange(event.target.value === 'whatsapp' ? 'whatsapp' : 'sms')}
      >
        <FormControlLabel value="sms" control={<Radio />} label={T.sms} />
        <FormControlLabel value="whatsapp" control={<Radio />} label={T.whatsapp} />
      </RadioGroup>
    </FormControl>
  );
}

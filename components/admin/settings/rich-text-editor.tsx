'use client';
// A legal page's text: headings, paragraphs, bold, italic, lists and links, edited as rich text (TipTap).
// What it produces is only a draft: the server keeps what its HTML allow-list lets through.
import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = { id: string; label: string; value: string; onChange: (html: string) => void };

export function RichTextEditor({ id, label, value, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        'aria-labelledby': `${id}-label`,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'legal-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const tool = (name: string, text: string, run: () => void, active: boolean) => (
    <Button key={name} onClick={run} variant={active ? 'contained' : 'outlined'} aria-pressed={active}>
      {text}
    </Button>
  );
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {editor ? (
        <ButtonGroup size="small" aria-label={`${label}: formatting`} sx={{ mb: 1, flexWrap: 'wrap' }}>
          {tool(
            'h3',
            'Heading',
            () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
            editor.isActive('heading', { level: 3 }),
          )}
          {tool('bold', 'Bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {tool('italic', 'Italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {tool(
            'bullets',
            'List',
            () => editor.chain().focus().toggleBulletList().run(),
            editor.isActive('bulletList'),
          )}
          {tool(
            'numbers',
            'Numbered',
            () => editor.chain().focus().toggleOrderedList().run(),
            editor.isActive('orderedList'),
          )}
        </ButtonGroup>
      ) : null}
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          minHeight: 160,
          '& .legal-editor': { outline: 'none', minHeight: 140 },
          '&:focus-within': { borderColor: 'primary.main', borderWidth: 2 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

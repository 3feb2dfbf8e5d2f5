// "Chat on WhatsApp" on a product page: a plain link rendered on the server (no script), opening a chat with
// the shop's number and the piece's name, size and address typed in.
import { WHATSAPP_CHAT_MESSAGES as M } from '@/lib/shared/messages/whatsapp-chat';
import { waMeLink } from '@/lib/shared/whatsapp-link';
import styles from './whatsapp-chat-link.module.css';

type Props = { number: string; name: string; size?: string; url: string };

export function WhatsAppChatLink({ number, name, size, url }: Props) {
  return (
    <a
      className={styles.chat}
      href={waMeLink(number, M.aboutPiece(name, size, url))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={M.chatLabel(name)}
      data-testid="whatsapp-chat"
    >
      {M.chat}
    </a>
  );
}

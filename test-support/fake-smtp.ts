// Just enough of an SMTP server to take messages and hand back what it received, for the SMTP transport's tests.
import net from 'node:net';

export type FakeSmtpServer = {
  port: number;
  /** The first message, as the server received it (headers and body). */
  received: Promise<string>;
  /** Every message so far. */
  messages: string[];
  close: () => void;
};

/** `refuseFirst`: how many messages it turns away (451 at MAIL FROM) before it takes any. */
export function fakeSmtpServer(options: { refuseFirst?: number } = {}): Promise<FakeSmtpServer> {
  let refusals = options.refuseFirst ?? 0;
  return new Promise((resolve) => {
    let resolveReceived: (data: string) => void;
    const received = new Promise<string>((r) => (resolveReceived = r));
    const messages: string[] = [];
    const server = net.createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk
          .toString()
          .split('\r\n')
          .filter((l, i, all) => l || i < all.length - 1)) {
          if (inData) {
            if (line === '.') {
              inData = false;
              messages.push(data);
              resolveReceived(data);
              data = '';
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^MAIL FROM/i.test(line) && refusals > 0) {
            refusals--;
            socket.write('451 4.3.0 mailbox busy, try again later\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, messages, close: () => server.close() });
    });
  });
}

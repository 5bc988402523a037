// Listening and stopping the HTTP server: clear startup errors, and a stop that lets requests in flight finish.
import type http from 'node:http';
import { StartupError } from '../startup-error.ts';

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${port} is already in use; set PORT to a free port.`));
      else if (error.code === 'EACCES')
        reject(new StartupError(`Port ${port} needs privileges; set PORT above 1024.`));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new StartupError(`HOST ${host} is not an address of this machine.`));
      } else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

/**
 * Stops accepting connections, closes idle keep-alive ones, and waits for requests in flight up to `timeoutMs`;
 * whatever is still open then is cut.
 */
export async function stopServer(server: http.Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Keep-alive connections that finish a request later are closed as soon as they go idle.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([closed, timedOut]);
  clearInterval(sweeper);
  clearTimeout(timer);
  server.closeAllConnections();
}

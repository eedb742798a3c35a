type Handler = () => void;
let handler: Handler = () => {};

/** Each area registers where a lost session leads (its logout page, 000 §6). */
export function setUnauthorizedHandler(next: Handler): void {
  handler = next;
}

export function handleUnauthorized(): void {
  handler();
}

/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The verification page's one inline script (verification-page.ts), minified into the page and
// allowed by its hash (page-assets.ts). It only adds to a page that works without it, each part
// where the browser can do it:
// - Staff check: the page cannot see the portal's session (supabase-js keeps it in this origin's
//   localStorage, not in a cookie), so when this browser holds a live one the script sends this
//   scan's token with it to POST /api/v1/qr-scans/staff; a member of an organization in the lot's
//   chain then sees the note, and the scan is not a customer's.
// - Location: the opt-in button is shown only where the browser can ask for a position, which is
//   asked only when it is pressed, rounded to 2 decimals here, before it leaves the phone (the
//   server rounds again), and sent once with the token of this page's scan.
// - Photo: the report's photo is drawn onto a canvas of at most 1280 px and sent as JPEG at 0.7 in
//   place of the original; on any failure the original is sent and the server says what is wrong.
// Its words and URLs come from data- attributes, so the script is the same on every page.
// The lib references above type this file for a browser; they apply to the whole BFF program (a
// tsconfig cannot give one file other libs), so the server's code sees the DOM's types too.
export {};

/** The portal session supabase-js keeps for this origin (sb-{project}-auth-token). */
interface StoredSession {
  access_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
}

const STAFF_CHECK_URL = '/api/v1/qr-scans/staff';
const PHOTO_MAX_EDGE = 1280;
const PHOTO_QUALITY = 0.7;
const POSITION_OPTIONS: PositionOptions = { timeout: 20000, maximumAge: 600000 };

function staffCheck(note: HTMLElement): void {
  try {
    const key = `sb-${location.hostname.split('.')[0]}-auth-token`;
    const session = JSON.parse(localStorage.getItem(key) || 'null') as StoredSession | null;
    if (!session || !session.access_token) return;
    if (session.expires_at && session.expires_at * 1000 <= Date.now()) return;
    fetch(STAFF_CHECK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ token: note.dataset.t }),
    })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ marked?: boolean }>) : null))
      .then((result) => {
        if (result && result.marked) note.hidden = false;
      })
      .catch(() => {});
  } catch {
    // no storage, or not a session: nothing to send
  }
}

/** A coordinate rounded to 2 decimals (about 1 km), as text. */
const rounded = (degrees: number) => (Math.round(degrees * 100) / 100).toFixed(2);

function locationOptIn(section: HTMLElement, button: HTMLButtonElement, message: HTMLElement, geo: Geolocation) {
  const words = button.dataset;
  section.hidden = false;
  const failed = () => {
    message.textContent = words.f || '';
    button.disabled = false;
  };
  button.addEventListener('click', () => {
    button.disabled = true;
    message.textContent = words.w || '';
    geo.getCurrentPosition(
      (position) =>
        fetch(words.u || '', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `token=${encodeURIComponent(words.t || '')}&lat=${rounded(position.coords.latitude)}&lon=${rounded(position.coords.longitude)}`,
        })
          .then((answer) => {
            if (!answer.ok) throw answer;
            message.textContent = words.o || '';
            button.hidden = true;
          })
          .catch(failed),
      failed,
      POSITION_OPTIONS,
    );
  });
}

function smallerPhoto(form: HTMLFormElement, input: HTMLInputElement) {
  form.addEventListener('submit', (event) => {
    const photo = input.files && input.files[0];
    if (!photo || form.dataset.s) return;
    event.preventDefault();
    form.dataset.s = '1';
    const send = () => form.submit();
    createImageBitmap(photo)
      .then((image) => {
        const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(image.width, image.height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(image.width * scale);
        canvas.height = Math.round(image.height * scale);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        // a transparent PNG becomes JPEG on white, not black
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        canvas.toBlob(
          (jpeg) => {
            if (jpeg) {
              const files = new DataTransfer();
              files.items.add(new File([jpeg], 'photo.jpg', { type: 'image/jpeg' }));
              input.files = files.files;
            }
            send();
          },
          'image/jpeg',
          PHOTO_QUALITY,
        );
      })
      .catch(send);
  });
}

const note = document.getElementById('st');
if (note && 'fetch' in window && 'localStorage' in window) staffCheck(note);

const section = document.getElementById('loc');
const button = document.getElementById('lb') as HTMLButtonElement | null;
const message = document.getElementById('lm');
const geo = navigator.geolocation as Geolocation | undefined;
if (section && button && message && geo && 'fetch' in window) locationOptIn(section, button, message, geo);

const form = document.getElementById('rf') as HTMLFormElement | null;
const input = document.getElementById('photo') as HTMLInputElement | null;
if (form && input && 'createImageBitmap' in window && 'DataTransfer' in window) smallerPhoto(form, input);

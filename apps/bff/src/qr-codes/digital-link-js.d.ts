// GS1's Digital Link toolkit (digital-link.js, a test-only check of the links the portal makes) ships
// no types: the little of it the tests use.
declare module 'digital-link.js' {
  export interface DigitalLinkInstance {
    /** Whether the link follows GS1 Digital Link's grammar, its check digits included. */
    isValid(): boolean;
    toWebUriString(): string;
  }
  export function DigitalLink(input: string | Record<string, unknown>): DigitalLinkInstance;
}

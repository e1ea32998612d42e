// The browser project's view of qrcode, for the same reason as csv-parse-browser-sync.d.ts: @types/qrcode
// references Node's types. Only what the second-factor page uses to show the authenticator app's code.
declare namespace QRCode {
  function toDataURL(text: string, options?: { width?: number; margin?: number }): Promise<string>;
}

export default QRCode;

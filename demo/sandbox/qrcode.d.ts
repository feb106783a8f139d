/**
 * The slice of qrcode 1.5 the demo's table page uses. The package ships no types; declaring the one
 * call here spares a second dev dependency (@types/qrcode).
 */
declare module 'qrcode' {
  interface ToStringOptions {
    type: 'svg' | 'terminal' | 'utf8';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
  }
  const QRCode: {
    toString(text: string, options: ToStringOptions): Promise<string>;
  };
  export default QRCode;
}

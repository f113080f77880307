import sharp from "sharp";
import { renderSVG } from "uqr";

/** A QR code of `text` as SVG (uqr): black modules on white, with the quiet zone scanners need. */
export const qrSvg = (text: string, pixelSize = 8) => renderSVG(text, { pixelSize, border: 4, ecc: "M" });

/** The same QR code as PNG (mail clients block SVG images): sharp rasterizes the SVG. */
export async function qrPng(text: string): Promise<Buffer> {
  return sharp(Buffer.from(qrSvg(text)))
    .png()
    .toBuffer();
}

/** A static legal text: French only, as the spec requires (section 2, "Legal and site pages"). */
interface LegalSection {
  title: string;
  paragraphs: string[];
}

export type LegalDocument = LegalSection[];

/** Replaces {provider} by the configured provider name. */
export const withProvider = (document: LegalDocument, provider: string): LegalDocument =>
  document.map((section) => ({
    title: section.title.replaceAll('{provider}', provider),
    paragraphs: section.paragraphs.map((paragraph) => paragraph.replaceAll('{provider}', provider)),
  }));

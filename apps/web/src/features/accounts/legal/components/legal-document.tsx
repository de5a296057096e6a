import { Link } from 'react-router';
import { LEGAL_PAGES, TERMS_VERSION } from '@netlease/shared/legal';
import { Page } from '@/components/ui/page';

/** One section of a legal document: a heading and its paragraphs (a list when `isList`). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  isList?: true;
}

export interface LegalDocumentContent {
  title: string;
  summary: string;
  sections: LegalSection[];
}

/**
 * A legal document of the site (docs/PRODUCT.md "Legal pages"): its version (the one sign-up
 * records), numbered sections, and links to the other two documents.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const others = LEGAL_PAGES.filter((page) => page.title !== document.title);
  return (
    <Page title={document.title} subtitle={`Version ${TERMS_VERSION}`}>
      <article className="max-w-3xl space-y-8 text-slate-700">
        <p className="text-base leading-relaxed">{document.summary}</p>
        {document.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`} className="space-y-3">
            <h2 id={`legal-${index}`} className="text-lg font-semibold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            {section.isList ? (
              <ul className="list-disc space-y-1.5 pl-5 leading-relaxed">
                {section.paragraphs.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))
            )}
          </section>
        ))}
        <nav aria-label="Other policies" className="border-t border-slate-200 pt-6 text-sm">
          <p className="font-semibold text-slate-900">Read also</p>
          <ul className="mt-2 space-y-1">
            {others.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="text-brand-700 underline hover:text-brand-800">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </Page>
  );
}

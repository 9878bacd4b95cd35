import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolMeta } from "~/features/tools/tool-meta";

export const meta = () => toolMeta("verificador-documentos-viagem");

export default function Tool() {
  return (
    <ToolLayout slug="verificador-documentos-viagem">
      <ComingSoonNotice />
    </ToolLayout>
  );
}

import { SmartImage } from "~/components/ui/smart-image";
import { cn } from "~/utils/cn";
import { initials } from "~/utils/initials";

/** A member's photo, or their initials when there is no photo or it fails to load. */
export function MemberPhoto({
  name,
  imageUrl,
  alt,
  size,
  unavailableLabel,
  priority = false,
  className,
}: {
  name: string;
  imageUrl: string | null;
  alt: string;
  size: number;
  unavailableLabel: string;
  priority?: boolean;
  className?: string;
}) {
  const avatar = () => (
    <div
      role="img"
      aria-label={alt}
      className={cn(
        "flex aspect-square w-full items-center justify-center bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white",
        className,
      )}
    >
      <span aria-hidden="true" className="text-[clamp(1.5rem,8cqi,4rem)] tracking-wide">
        {initials(name)}
      </span>
    </div>
  );
  return (
    <div className="@container">
      <SmartImage
        src={imageUrl}
        alt={alt}
        width={size}
        height={size}
        fallbackSrc={null}
        priority={priority}
        unavailableLabel={unavailableLabel}
        className={cn("aspect-square w-full", className)}
        renderFailed={avatar}
      />
    </div>
  );
}

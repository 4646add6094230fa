// The account button; its menu (ProfileMenuList) loads the first time it opens and stays mounted for its transitions.
import { lazy, Suspense, useId, useState } from 'react';
import { Avatar, IconButton } from '@mui/material';
import type { SupplierProfile } from '@portal/contracts';

const ProfileMenuList = lazy(() => import('./ProfileMenuList.tsx'));

export function ProfileMenu({ user, onSignOut }: { user: SupplierProfile; onSignOut: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={`Profile, ${user.name}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>{user.name.charAt(0).toUpperCase()}</Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList menuId={menuId} anchor={anchor} user={user} close={() => setAnchor(null)} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}

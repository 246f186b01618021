import ViewTree
